// swiftc: 6:5: error: switch must be exhaustive
let dice = [3, 6, 1]
let faces = dice.map(String.init)

for face in faces {
    switch face {
    case "1":
        print("one")
    case "6":
        print("six")
    }
}
