// swiftc: 7:14: error: passing value of type '[Int]' to an inout parameter requires explicit '&'
func addBonus(to scores: inout [Int], points: Int) {
    for i in scores.indices { scores[i] += points }
}

var teamScores = [12, 9, 15]
addBonus(to: teamScores, points: 2)
print(teamScores)
