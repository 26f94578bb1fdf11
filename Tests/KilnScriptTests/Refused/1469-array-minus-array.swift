// swiftc: 5:18: error: binary operator '-' cannot be applied to two '[String]' operands
// Taking the finished tasks out of a list with `-`, as with sets in other languages.
let tasks = ["wash", "cook", "read"]
let done = ["cook"]
let left = tasks - done
print(left)
