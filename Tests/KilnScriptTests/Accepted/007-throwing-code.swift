// swiftc: accepted
enum Failure: Error { case bad }
func load(_ ok: Bool) throws -> Int { if ok { return 1 }; throw Failure.bad }
func run() throws -> Int { return try load(true) + 1 }
let a = try? load(false)
let b = (try? load(true)) ?? 0
do {
    let c = try load(true)
    print(c)
} catch {
    print("failed", error)
}
func attempt(_ body: () throws -> Int) rethrows -> Int { try body() }
let d = attempt { 5 }
print(a as Any, b, try run(), d)
