// The embedding API. See docs/ARCHITECTURE.md.
@_exported import KilnLessons
