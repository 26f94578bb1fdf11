// The NSKeyedArchiver format: see docs/ARCHITECTURE.md.
import PropertyList
