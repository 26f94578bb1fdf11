// swiftc: 4:11: error: cannot convert value of type 'Dot' to expected argument type 'Int'
struct Dot { var x = 0 }
var xs = [0]
xs.append(Dot())
print(xs)
