// swiftc: 4:4: error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
let readings = ["mon": 20.5, "tue": 22.0]
let monday = readings["mon"]
if monday > 20 {
    print("warm")
}
