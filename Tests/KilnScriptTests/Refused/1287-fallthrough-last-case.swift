// swiftc: 10:5: error: 'fallthrough' without a following 'case' or 'default' block
let level = 3
switch level {
case 1:
    print("easy")
case 2:
    print("medium")
default:
    print("hard")
    fallthrough
}
