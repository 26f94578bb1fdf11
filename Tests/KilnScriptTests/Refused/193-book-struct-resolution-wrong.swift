// swiftc: 7:12: error: cannot assign value of type 'Double' to type 'Int'
struct Resolution {
    var width = 0
    var height = 0
}
var hd = Resolution(width: 1920, height: 1080)
hd.width = 2048.5
print(hd.width)
