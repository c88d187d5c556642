import SwiftSyntax

/// A function-like declaration with a body: functions, initializers, deinitializers, accessors,
/// and computed properties' implicit getters. Shared by the function size rules.
struct FunctionBody {
  /// What the declaration is called in messages (`function 'load(id:)'`, `initializer`).
  let description: String
  /// Where findings point (the name or keyword).
  let anchor: Syntax
  let statements: CodeBlockItemListSyntax
  let leftBrace: TokenSyntax
  let rightBrace: TokenSyntax
  let parameters: FunctionParameterListSyntax?
}
