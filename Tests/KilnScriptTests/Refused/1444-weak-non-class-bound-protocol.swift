// swiftc: 4:14: error: 'weak' must not be applied to non-class-bound 'any StoreDelegate'; consider adding a protocol conformance that has a class bound
protocol StoreDelegate { func storeDidSave() }
class Store {
    weak var delegate: StoreDelegate?
}
print("ok")
