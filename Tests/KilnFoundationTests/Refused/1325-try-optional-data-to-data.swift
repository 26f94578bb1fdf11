// swiftc: 5:22: error: value of optional type 'Data?' not unwrapped; did you mean to use 'try!' or chain with '?'?
import Foundation

func readLog(at url: URL) -> Data {
    let data: Data = try? Data(contentsOf: url)
    return data
}

print(readLog(at: URL(fileURLWithPath: "/tmp/missing.log")).count)
