// swiftc: 8:14: error: 'weak' variable should have optional type 'Team?'
class Team {
    let name: String
    init(name: String) { self.name = name }
}
class Member {
    let nickname: String
    weak var team: Team
    init(nickname: String, team: Team) {
        self.nickname = nickname
        self.team = team
    }
}
let crew = Team(name: "Rowers")
let ada = Member(nickname: "ada", team: crew)
print(ada.team.name)
