// swiftc: accepted
// A `rethrows` helper called without `try` where its closure cannot throw, and with `try`,
// `try?` or a `do` inside the closure where it can.
enum LoadError: Error { case missing }
func timed(_ label: String, _ work: () throws -> Int) rethrows -> Int {
    let result = try work()
    print("\(label) done")
    return result
}
func risky(_ ok: Bool) throws -> Int { if ok { return 1 }; throw LoadError.missing }
print(timed("plain") { 3 })
print(try timed("tried") { try risky(true) })
print((try? timed("optional") { try risky(false) }) ?? -1)
print(timed("inner try?") { (try? risky(false)) ?? 7 })
print(timed("inner do") { do { return try risky(false) } catch { return 0 } })
print(timed("nested") { [1, 2].map { n in n * 2 }.count })
