// The simulated device: see docs/ARCHITECTURE.md.
import PropertyList
