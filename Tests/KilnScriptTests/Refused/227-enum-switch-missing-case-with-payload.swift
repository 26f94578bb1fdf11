// swiftc: 8:5: error: switch must be exhaustive
enum LoadState {
    case idle
    case loading(progress: Double)
    case failed(String)
}
func describe(_ state: LoadState) -> String {
    switch state {
    case .idle: return "idle"
    case .loading(let p): return "loading \(p)"
    }
}
print(describe(.idle))
