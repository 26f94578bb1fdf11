// swiftc: 3:31: error: cannot convert value of type 'Double?' to expected argument type 'String'
let menu = ["tea": 2.5, "cake": 4.0]
let line = "Tea costs " + menu["tea"]
print(line)
