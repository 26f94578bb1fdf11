// swiftc: 7:38: error: cannot convert value of type 'Int' to expected argument type 'String'
struct Score {
    var player: String
    var points: Int

    func banner() -> String {
        return player + " scored " + points + " points"
    }
}

let scores = [Score(player: "Ann", points: 12), Score(player: "Ben", points: 8)]
for score in scores {
    print(score.banner())
}
