// swiftc: 4:13: error: editor placeholder in source file
let retries = 3
#if DEBUG
let delay = <#seconds#>
#endif
print(retries)
