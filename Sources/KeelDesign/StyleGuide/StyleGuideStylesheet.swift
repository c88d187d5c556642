/// The style guide page's own CSS (the page, not the components: those take their styles from
/// KeelDesign's resolution, inline).
extension StyleGuidePage {
  static let stylesheet = """
    body{margin:0;padding:24px 32px;font-family:-apple-system,system-ui,'Helvetica Neue',sans-serif;\
    color:#111114;background:#FAFAFA}
    header p,.note{color:#55555E;max-width:60em}
    nav a{color:#1F52D4}
    section{margin-top:40px}
    h2{border-bottom:1px solid #DCDCE0;padding-bottom:6px}
    .swatches{display:flex;flex-wrap:wrap;gap:12px}
    .swatch{margin:0;width:150px;font-size:12px}
    .chips{display:flex;height:56px;border-radius:10px;overflow:hidden;border:1px solid #DCDCE0}
    .chips div{flex:1}
    table{border-collapse:collapse}
    .type td,.type th{padding:6px 12px;text-align:left;border-bottom:1px solid #EEEEF0;vertical-align:baseline}
    .samples{white-space:nowrap}
    .samples span{margin-right:14px}
    .type th,.type td:nth-child(2){white-space:nowrap}
    .type td:nth-child(4){min-width:14em}
    .token-columns{display:flex;gap:48px;flex-wrap:wrap}
    .bar-row{font-size:13px;margin:6px 0;display:grid;grid-template-columns:48px 40px auto;align-items:center}
    .bar{display:inline-block;height:10px;background:#3068EE;border-radius:2px}
    .boxes{display:flex;flex-wrap:wrap;gap:12px}
    .box{width:72px;height:56px;background:#FFFFFF;border:1px solid #C2C2C8;font-size:11px;text-align:center;\
    padding-top:10px;box-sizing:border-box}
    .box.shadow{border:0}
    .appearances{display:flex;gap:24px;flex-wrap:wrap}
    .appearance{flex:1;min-width:560px;padding:20px;border-radius:16px;border:1px solid #DCDCE0}
    .appearance h4{margin:20px 0 8px;opacity:.8}
    .grid th{font-size:12px;font-weight:600;text-align:left;padding:4px 8px;opacity:.75}
    .grid td{padding:4px 8px}
    .button{display:inline-flex;align-items:center;justify-content:center;box-sizing:content-box;white-space:nowrap}
    .sizes{display:flex;gap:12px;align-items:center;margin-top:8px}
    .hidden{visibility:hidden;width:0;overflow:hidden;display:inline-block}
    .spinner{display:inline-block;width:14px;height:14px;border:2px solid;border-radius:50%;margin:0 26px}
    .rows{border-radius:12px;overflow:hidden;max-width:420px}
    .row{display:flex;align-items:center;gap:8px}
    .accessory{margin-left:12px;font-size:20px}
    .row>span:first-child{flex:1}
    .cards{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px;max-width:520px}
    .audit{font-size:13px}
    .audit .fail{color:#C0262D;font-weight:600}
    .ratios td,.ratios th{padding:2px 10px 2px 0;text-align:left}
    """
}
