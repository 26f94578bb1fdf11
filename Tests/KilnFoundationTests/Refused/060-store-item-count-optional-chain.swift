// swiftc: 7:31: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
import Foundation

class Store { var items: [String] = [] }
var store: Store?
store = Store()
let count: Int = store?.items.count
print(count)
