// swiftc: 3:1: error: switch must be exhaustive
let isWeekend = true
switch isWeekend {
case true:
    print("sleep in")
}
