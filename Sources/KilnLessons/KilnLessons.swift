// Lessons: format, runner, checker, reports. See docs/ARCHITECTURE.md.
import KilnFoundation
