// swiftc: accepted
// Values a script may throw: its own Error types, types adopting a protocol that refines Error,
// and a standard type the script extends to Error.
extension String: Error {}
struct Oops: Error {}
enum SaveError: Error { case diskFull, noName }
protocol AppError: Error {}
struct Corrupt: AppError { let file: String }
func save(_ n: Int) throws {
    switch n {
    case 0: throw "bad"
    case 1: throw Oops()
    case 2: throw SaveError.diskFull
    default: throw Corrupt(file: "a.plist")
    }
}
for n in 0...3 {
    do { try save(n) } catch { print(error) }
}
