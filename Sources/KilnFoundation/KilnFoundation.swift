// Script-visible Foundation and UIKit names: see docs/ARCHITECTURE.md.
import KilnScript
import KeyedArchive
import KilnSimulator
