// swiftc: 3:5: error: switch must be exhaustive
func describe(_ words: [String]) -> String {
    switch words.filter({ $0.count > 3 }).count {
    case 0:
        return "no long words"
    case 1:
        return "one long word"
    case 2...:
        return "many long words"
    }
}

print(describe(["tree", "a", "house"]))
