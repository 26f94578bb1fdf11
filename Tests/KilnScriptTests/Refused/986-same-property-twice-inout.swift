// swiftc: 7:7: error: overlapping accesses to 'team.wins', but modification requires exclusive access; consider copying to a local variable [#ExclusivityViolation]
struct Team { var wins = 3; var losses = 1 }
func merge(_ a: inout Int, into b: inout Int) { b += a; a = 0 }
var team = Team()
merge(&team.wins, into: &team.losses)
print(team)
merge(&team.wins, into: &team.wins)
