// swiftc: 5:34: error: missing argument for parameter 'as' in call
// `String(decoding:as:)` without its `as:`.
import Foundation
let bytes = Data("héllo".utf8)
let text = String(decoding: bytes)
print(text)
