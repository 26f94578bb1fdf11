// swiftc: 3:31: error: cannot convert value of type 'Int' to closure result type 'Bool'
let cities = ["Oslo", "Lima"]
let found = cities.first { $0.count }
print(found ?? "")
