// swiftc: 12:17: error: value of type 'Garage' has no subscripts
final class Garage {
    var spaces: [String?] = [nil, nil]
}
class House {
    var garage: Garage?
}
let home = House()
home.garage = Garage()
print(home.garage?.spaces.count ?? 0)
if home.garage != nil {
    home.garage?[1] = "bike"
}
