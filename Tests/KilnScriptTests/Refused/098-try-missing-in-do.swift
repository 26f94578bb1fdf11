// swiftc: 5:13: error: call can throw but is not marked with 'try'
enum NetError: Error { case offline }
func fetch() throws -> Int { throw NetError.offline }
do {
    let n = fetch()
    print(n)
} catch {
    print("failed")
}
