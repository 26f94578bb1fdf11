// swiftc: 3:17: error: cannot force unwrap value of non-optional type '[Int]'
let scores = [90, 85, 77]
let all = scores!
print(all.count)
