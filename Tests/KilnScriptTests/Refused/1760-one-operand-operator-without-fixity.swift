// swiftc: 4:12: error: prefix unary operator missing 'prefix' modifier
struct Flag {
    var on = false
    static func !! (flag: Flag) -> Flag {
        Flag(on: !flag.on)
    }
}
prefix operator !!
print(Flag().on)
