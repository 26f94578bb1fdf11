// swiftc: 3:36: error: incorrect argument label in call (have 'for:inDomain:', expected 'for:in:')
import Foundation
let urls = FileManager.default.urls(for: .documentDirectory, inDomain: .userDomainMask)
print(urls.count)
