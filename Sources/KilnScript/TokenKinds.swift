// A token's kind asked without forming it: `TokenSyntax.tokenKind` makes a String of the token's
// text for every token asked, which a walk over a body's tokens pays for each token. The raw kind
// is a byte; the whole kind is formed only for a token whose raw kind already agrees.
@_spi(RawSyntax) import SwiftSyntax

extension TokenSyntax {
    /// The text of an identifier token; nil for any other token (`case .identifier(let text) = tokenKind`).
    var identifierText: String? { rawTokenKind == .identifier ? text : nil }

    /// Whether the token is the keyword `keyword` (`tokenKind == .keyword(keyword)`).
    func isKeyword(_ keyword: Keyword) -> Bool { rawTokenKind == .keyword && tokenKind == .keyword(keyword) }

    /// `tokenKind == .period`.
    var isPeriod: Bool { rawTokenKind == .period }

    /// `tokenKind == .equal`.
    var isEqualSign: Bool { rawTokenKind == .equal }
}
