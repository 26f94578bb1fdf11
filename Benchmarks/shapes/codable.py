n = 5000  # small: 100
# A JSON round trip: objects (one nested, one optional field) through to_dict/from_dict and the json module.
import json


class Owner:
    def __init__(self, name, level):
        self.name = name
        self.level = level

    def to_dict(self):
        return {"name": self.name, "level": self.level}

    @staticmethod
    def from_dict(d):
        return Owner(d["name"], d["level"])

    def __eq__(self, other):
        return self.name == other.name and self.level == other.level


class Task:
    def __init__(self, id, title, done, tags, owner, note=None):
        self.id = id
        self.title = title
        self.done = done
        self.tags = tags
        self.owner = owner
        self.note = note

    def to_dict(self):
        d = {"id": self.id, "title": self.title, "done": self.done, "tags": self.tags, "owner": self.owner.to_dict()}
        if self.note is not None:
            d["note"] = self.note
        return d

    @staticmethod
    def from_dict(d):
        return Task(d["id"], d["title"], d["done"], d["tags"], Owner.from_dict(d["owner"]), d.get("note"))

    def __eq__(self, other):
        return (self.id == other.id and self.title == other.title and self.done == other.done
                and self.tags == other.tags and self.owner == other.owner and self.note == other.note)


tasks = []
for i in range(n):
    tasks.append(Task(i, f"Task {i}", i % 3 == 0, [f"t{i % 5}", f"week{i % 52}"],
                      Owner(f"owner{i % 17}", i % 4), f"note {i}" if i % 2 == 0 else None))


def encode(items):
    return json.dumps([t.to_dict() for t in items], sort_keys=True, separators=(",", ":")).encode()


data = encode(tasks)
back = []
for _ in range(3):
    back = [Task.from_dict(d) for d in json.loads(data)]
    data = encode(back)
done = len([t for t in back if t.done])
notes = len([t.note for t in back if t.note is not None])
print(f"{len(data)} bytes, {len(back)} tasks, {done} done, {notes} notes, same: {'true' if back == tasks else 'false'}")
