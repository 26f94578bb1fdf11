// The script language: see docs/ARCHITECTURE.md.
import SwiftParser
