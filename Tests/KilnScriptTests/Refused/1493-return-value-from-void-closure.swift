// swiftc: 8:18: error: cannot convert value of type 'Int' to closure result type 'Void'
// A completion handler that returns nothing, given a closure that returns a count.
func loadNames(completion: ([String]) -> Void) {
    completion(["a", "b"])
}
loadNames { names in
    print("loaded")
    return names.count
}
