// swiftc: 3:30: error: conflicting arguments to generic parameter 'T' ('[Any]' vs. '[String]')
let saved: [Any]? = ["a", 1]
let titles: [String] = saved ?? []
print(titles)
