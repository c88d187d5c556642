extension LanguageMatcher {
  /// The data ``LanguageMatcher`` walks: Apple's legacy names and parents (from ICU's `ualoc.cpp`
  /// in Apple's open-source ICU) and the parts of CLDR's `parentLocales` and `likelySubtags`
  /// (https://github.com/unicode-org/cldr/blob/main/common/supplemental/supplementalData.xml)
  /// that decide between localizations an app ships.
  enum Tables {
    /// Whole identifiers with a legacy or aliased name (looked up after canonicalization).
    static let aliases: [String: String] = [
      "arabic": "ar", "chinese": "zh_Hans", "danish": "da", "dutch": "nl", "english": "en", "finnish": "fi",
      "french": "fr", "german": "de", "italian": "it", "japanese": "ja", "korean": "ko", "no_NO": "nb_NO",
      "norwegian": "nb", "polish": "pl", "portuguese": "pt", "russian": "ru", "spanish": "es", "swedish": "sv",
      "thai": "th", "turkish": "tr", "yue_CN": "yue_Hans_CN", "yue_HK": "yue_Hant_HK", "zh_CN": "zh_Hans_CN",
      "zh_HK": "zh_Hant_HK", "zh_MO": "zh_Hant_MO", "zh_SG": "zh_Hans_SG", "zh_TW": "zh_Hant_TW",
    ]

    /// Deprecated language codes (CLDR `languageAlias`); the rest of the identifier is kept.
    static let languageAliases: [String: String] = [
      "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "tl": "fil", "sh": "sr_Latn",
      "eng": "en", "deu": "de", "ger": "de", "fra": "fr", "fre": "fr", "spa": "es", "por": "pt", "ita": "it",
      "jpn": "ja", "zho": "zh", "chi": "zh", "rus": "ru",
    ]

    /// Languages compared as one although their codes differ (their chains meet).
    static let languageGroups: [String: String] = [
      "ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh",
    ]

    /// Apple's parents where localization fallback differs from CLDR's (checked first).
    static let appleParents: [String: String] = {
      var parents: [String: String] = [
        "ars": "ar", "en_150": "en_GB", "en_CC": "en_AU", "en_CK": "en_AU", "en_CX": "en_AU", "en_CY": "en_150",
        "en_GB": "en_001", "en_NF": "en_AU", "en_NR": "en_AU", "en_NU": "en_AU", "en_NZ": "en_AU",
        "en_PG": "en_AU", "en_WS": "en_AU", "es_MX": "es_419", "yue": "yue_Hant", "yue_HK": "zh_Hant_HK",
        "yue_Hans": "zh_Hans", "yue_Hant": "yue_HK", "zh_HK": "zh_Hant", "zh_Hant": "zh_TW",
        "zh_Hant_HK": "zh_HK", "zh_TW": "root",
      ]
      let britishEnglish =
        "AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN "
        + "KY LC LK LS MO MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC "
        + "VG VU ZA ZM ZW"
      for region in britishEnglish.split(separator: " ") { parents["en_\(region)"] = "en_GB" }
      return parents
    }()

    /// CLDR's `parentLocales` for the languages above, and the scripts that end at the root.
    static let cldrParents: [String: String] = {
      var parents: [String: String] = ["nb": "no", "nn": "no", "hi_Latn": "en_IN"]
      let groups: [(parent: String, children: String)] = [
        (
          "en_001",
          "en_AS en_CA en_CM en_ER en_FM en_GU en_LR en_MG en_MH en_MP en_PW en_RW en_SX en_TK en_VI en_ZA"
        ),
        ("en_150", "en_AT en_BE en_CH en_DE en_DK en_FI en_NL en_SE en_SI"),
        (
          "es_419",
          "es_AR es_BO es_BR es_BZ es_CL es_CO es_CR es_CU es_DO es_EC es_GT es_HN es_NI es_PA es_PE "
            + "es_PR es_PY es_SV es_US es_UY es_VE"
        ),
        ("pt_PT", "pt_AO pt_CH pt_CV pt_FR pt_GQ pt_GW pt_LU pt_MO pt_MZ pt_ST pt_TL"),
        (
          "root",
          "az_Arab az_Cyrl bal_Latn blt_Latn bm_Nkoo bs_Cyrl byn_Latn cu_Glag dje_Arab dyo_Arab "
            + "en_Dsrt en_Shaw ff_Adlm ff_Arab ha_Arab iu_Latn kk_Arab ks_Deva ku_Arab ky_Arab ky_Latn "
            + "ml_Arab mn_Mong mni_Mtei ms_Arab pa_Arab sat_Deva sd_Deva sd_Khoj sd_Sind shi_Latn so_Arab "
            + "sr_Latn sw_Arab tg_Arab ug_Cyrl uz_Arab uz_Cyrl vai_Latn wo_Arab yo_Arab zh_Hant"
        ),
      ]
      for (parent, children) in groups {
        for child in children.split(separator: " ") { parents[String(child)] = parent }
      }
      return parents
    }()

    /// The script a language is written in when none is given (CLDR likely subtags).
    static let defaultScripts: [String: String] = [
      "zh": "Hans", "sr": "Cyrl", "az": "Latn", "bs": "Latn", "uz": "Latn", "pa": "Guru", "yue": "Hant",
      "en": "Latn", "de": "Latn", "es": "Latn", "fr": "Latn", "pt": "Latn", "it": "Latn",
    ]

    /// The region a language (or language and script) is spoken in when none is given (CLDR
    /// likely subtags); a localization naming another region counts one step further away.
    static let likelyRegions: [String: String] = [
      "af": "ZA", "am": "ET", "ar": "EG", "az": "AZ", "be": "BY", "bg": "BG", "bn": "BD", "bs": "BA", "ca": "ES",
      "cs": "CZ", "cy": "GB", "da": "DK", "de": "DE", "el": "GR", "en": "US", "es": "ES", "et": "EE", "eu": "ES",
      "fa": "IR", "fi": "FI", "fil": "PH", "fr": "FR", "ga": "IE", "gl": "ES", "gu": "IN", "he": "IL", "hi": "IN",
      "hr": "HR", "hu": "HU", "hy": "AM", "id": "ID", "is": "IS", "it": "IT", "ja": "JP", "ka": "GE", "kk": "KZ",
      "km": "KH", "kn": "IN", "ko": "KR", "lo": "LA", "lt": "LT", "lv": "LV", "mk": "MK", "ml": "IN", "mn": "MN",
      "mr": "IN", "ms": "MY", "my": "MM", "nb": "NO", "ne": "NP", "nl": "NL", "nn": "NO", "no": "NO", "pa": "IN",
      "pl": "PL", "pt": "BR", "ro": "RO", "ru": "RU", "si": "LK", "sk": "SK", "sl": "SI", "sq": "AL", "sr": "RS",
      "sv": "SE", "sw": "TZ", "ta": "IN", "te": "IN", "th": "TH", "tr": "TR", "uk": "UA", "ur": "PK", "uz": "UZ",
      "vi": "VN", "yue": "HK", "zh": "CN", "zu": "ZA", "zh_Hans": "CN", "zh_Hant": "TW", "sr_Latn": "RS",
      "sr_Cyrl": "RS", "yue_Hant": "HK", "yue_Hans": "CN", "az_Cyrl": "AZ", "uz_Cyrl": "UZ", "pa_Arab": "PK",
    ]
  }
}
