// swiftc: 6:20: error: value of optional type '[String]?' must be unwrapped to refer to member 'subscript' of wrapped base type '[String]'
struct Team {
    var members: [String]?
}
let team = Team(members: ["Ana", "Ben"])
let captain = team.members[0]
print(captain)
