// swiftc: 6:32: error: cannot convert return expression of type 'Int' to return type 'Double'
struct Quiz {
    var correct: Int
    var total: Int
    func percent() -> Double {
        return correct / total * 100
    }
}
print(Quiz(correct: 3, total: 4).percent())
