// swiftc: 7:36: error: 'try' cannot appear to the right of a non-assignment operator
enum LoadError: Error { case empty }
func pages(in chapter: String) throws -> Int {
    if chapter.isEmpty { throw LoadError.empty }
    return chapter.count
}
let total = try pages(in: "one") + try pages(in: "two")
print(total)
