n = 8000  # small: 100
# An object-graph round trip as Python does it: pickle.dumps and pickle.loads of plain classes.
import pickle


class Note:
    def __init__(self, title, priority, pinned):
        self.title = title
        self.priority = priority
        self.pinned = pinned


class Notebook:
    def __init__(self, name, notes):
        self.name = name
        self.notes = notes


notes = []
for i in range(n):
    notes.append(Note(f"Note {i}", i % 5, i % 7 == 0))
book = Notebook("Homework", notes)
for _ in range(2):
    data = pickle.dumps(book)
    book = pickle.loads(data)
priorities = 0
pinned = 0
letters = 0
for note in book.notes:
    priorities += note.priority
    if note.pinned:
        pinned += 1
    letters += len(note.title)
print(f"{book.name}: {len(book.notes)} notes, priorities {priorities}, pinned {pinned}, letters {letters}")
