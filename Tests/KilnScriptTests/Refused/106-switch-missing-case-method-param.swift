// swiftc: 5:9: error: switch must be exhaustive
enum Mood { case happy, sad, angry }
struct Face {
    func emoji(for mood: Mood) -> String {
        switch mood {
        case .happy: return ":)"
        case .sad: return ":("
        }
    }
}
print(Face().emoji(for: .angry))
