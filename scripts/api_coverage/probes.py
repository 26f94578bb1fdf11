# Writes the probe of a member: a few lines of Swift that use it (read the property, call the method
# or initializer with arguments of the declared types, apply the operator, ...) and print what it
# gives. One probe per overload (at most three); the member counts when any probe swiftc accepts
# runs in Kiln and prints what swiftc's build prints.
import re

# Values of the types members take, by the declared type's spelling; a row's own `values` win.
VALUES = {
    "Int": "1", "UInt": "1", "Int8": "1", "Int16": "1", "Int32": "1", "Int64": "1", "UInt8": "1", "UInt16": "1",
    "UInt32": "1", "UInt64": "1", "Double": "1.5", "Float": "1.5", "Bool": "true", "String": '"a"', "Character": '"a"',
    "Substring": '"a"[...]', "TimeInterval": "60", "Date": "Date(timeIntervalSince1970: 86400)",
    "URL": 'URL(fileURLWithPath: "/tmp/kiln-probe.txt")', "Data": "Data([1, 2, 3])", "String.Encoding": ".utf8",
    "Calendar.Component": ".day", "Set<Calendar.Component>": "[.year, .day]", "Locale": 'Locale(identifier: "en_US_POSIX")',
    "TimeZone": 'TimeZone(identifier: "UTC")!', "Calendar": "Calendar(identifier: .gregorian)",
    "DateComponents": "DateComponents(day: 1)", "CharacterSet": ".whitespaces", "Any": "1", "Any?": "1",
    "[String : Any]": '["a": 1]', "[String : Any]?": '["a": 1]', "[String]": '["a"]', "[String]?": '["a"]', "UUID": "UUID()",
    "NSNumber": "NSNumber(value: 1)", "NSCoder": "NSKeyedArchiver(requiringSecureCoding: false)",
    "Notification": 'Notification(name: Notification.Name("probe"))', "Notification.Name": 'Notification.Name("probe")', "NSNotification.Name": 'Notification.Name("probe")',
    "AnyClass": "NSString.self", "[AnyClass]": "[NSString.self]", "Calendar.SearchDirection": ".forward",
    "Calendar.MatchingPolicy": ".nextTime", "Calendar.RepeatedTimePolicy": ".first", "Calendar.Identifier": ".gregorian",
    "DateFormatter.Style": ".short", "URLResourceKey": ".fileSizeKey", "Data.ReadingOptions": "[]", "Data.WritingOptions": "[]",
    "Data.Base64EncodingOptions": "[]", "Data.Base64DecodingOptions": "[]", "Data.SearchOptions": "[]",
    "PropertyListSerialization.PropertyListFormat": ".xml", "PropertyListSerialization.ReadOptions": "[]",
    "PropertyListSerialization.WriteOptions": "0", "[UInt8]": "[1, 2]", "Array<UInt8>": "[1, 2]",
    "ISO8601DateFormatter.Options": "[.withInternetDateTime]", "TimeZone.NameStyle": ".standard",
    "String.EnumerationOptions": ".byWords", "String.EncodingConversionOptions": "[]", "Locale.IdentifierType": ".icu",
    "CocoaError.Code": ".fileNoSuchFile", "FloatingPointRoundingRule": ".down", "String.CompareOptions": ".caseInsensitive",
    "Hasher": "Hasher()", "ObjectIdentifier": "ObjectIdentifier(NSObject.self)", "Encoding.Type": "UTF8.self",
    "URL.DirectoryHint": ".inferFromPath", "FileManager.SearchPathDirectory": ".documentDirectory",
    "FileManager.SearchPathDomainMask": ".userDomainMask", "NSData": "NSData(data: Data([1, 2]))",
    "Range<Date>?": "nil", "Calendar?": "nil", "TimeZone?": "nil", "Locale?": "nil", "Date?": "nil", "URL?": "nil",
    "NSURL": 'NSURL(fileURLWithPath: "/tmp")', "NSString": '"a" as NSString', "[String : String]": '["a": "b"]',
    "any Error": "CocoaError(.fileNoSuchFile)", "Error": "CocoaError(.fileNoSuchFile)",
}

GENERIC_BY_PROTOCOL = [
    ("StringProtocol", '"x"'), ("BinaryInteger", "3"), ("FixedWidthInteger", "3"), ("SignedInteger", "3"),
    ("UnsignedInteger", "3"), ("BinaryFloatingPoint", "2.5"), ("FloatingPoint", "2.5"), ("Encodable", "[1, 2]"),
    ("Codable", "[1, 2]"), ("RangeExpression", "0..<1"), ("Hashable", "1"), ("Comparable", "1"), ("Equatable", "1"),
]
SEQUENCE_PROTOCOLS = {"Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
                      "RangeReplaceableCollection", "MutableCollection"}
TYPE_NAMES = {"Array": "[Int]", "Dictionary": "[String: Int]", "Set": "Set<Int>", "Optional": "Int?", "Range": "Range<Int>",
              "Sequence": "[Int]", "Collection": "[Int]", "BidirectionalCollection": "[Int]",
              "RangeReplaceableCollection": "[Int]", "MutableCollection": "[Int]", "String (Foundation)": "String",
              "NSCache": "NSCache<NSString, NSString>"}


def text(fragments):
    return "".join(f["spelling"] for f in fragments or [])


def split_top(s, sep=","):
    parts, depth, current = [], 0, ""
    for ch in s:
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


def labels_of(title):
    m = re.search(r"\((.*)\)$", title)
    if not m:
        return None
    return [label for label in m.group(1).split(":")[:-1]]


class Resolver:
    def __init__(self, row, symbol):
        self.row = row
        self.generics = {}
        g = symbol.get("swiftGenerics") or {}
        for p in g.get("parameters", []):
            self.generics.setdefault(p["name"], set())
        self.same = {}
        for c in g.get("constraints", []):
            if c["kind"] == "conformance":
                self.generics.setdefault(c["lhs"], set()).add(c["rhs"])
            elif c["kind"] == "sameType":
                self.same[c["lhs"]] = c["rhs"]
                self.same[c["rhs"]] = c["lhs"]
        # The graph leaves out some of a method's own constraints (`where OtherSequence : Sequence`):
        # they are read from the declaration's `where` clause.
        declaration = text(symbol.get("declarationFragments"))
        if " where " in declaration:
            for part in split_top(declaration.split(" where ", 1)[1]):
                m = re.match(r"^(\w+)\s*:\s*(\w+)$", part.strip())
                if m and m.group(1) in self.generics:
                    self.generics[m.group(1)].add(m.group(2))

    def elem(self):
        return self.row.get("elem", "1")

    def value(self, t):
        if t.strip() in self.row.get("values", {}):
            return self.row["values"][t.strip()]
        if "@autoclosure" in t:
            return self.value(t.split("->")[-1])
        t = re.sub(r"^(inout|__owned|consuming|borrowing|sending|__shared)\s+", "", t.strip())
        t = re.sub(r"@escaping\s+|@autoclosure\s+|\bsome\s+|\bany\s+", "", t).strip()
        if t.endswith("..."):
            t = t[:-3]
        values = self.row.get("values", {})
        if t in values:
            return values[t]
        if t in ("Self.Element", "Element", "Self.Iterator.Element"):
            return self.elem()
        if t in ("Self.Index", "Index"):
            return self.row.get("index", "1")
        if t == "Key":
            return self.row.get("key", '"a"')
        if t == "Value":
            return self.row.get("value", "1")
        if t == "Self":
            return self.row["recv"]
        if t in VALUES:
            return VALUES[t]
        if t.startswith("(") and "->" in t:
            return self.closure(t)
        if t.endswith("?"):
            inner = self.value(t[:-1])
            return inner
        base = t.split(".")[0]
        if base in self.generics and self.generics is not None:
            constraints = self.generics[base]
            if t.endswith(".Type"):
                return "[Int].self" if "Decodable" in constraints or "Codable" in constraints else "Int.self"
            if t != base:
                return None
            if constraints & SEQUENCE_PROTOCOLS:
                # Code units to decode (`String(decoding: C, as: Encoding.self)`): bytes, not elements.
                if self.same.get(base + ".Element", "").endswith("CodeUnit"):
                    return "[111, 107]"
                return "[" + self.elem() + "]"
            for proto, val in GENERIC_BY_PROTOCOL:
                if proto in constraints:
                    return val
            if not constraints or constraints <= {"Error", "Sendable", "Copyable", "Escapable"}:
                return self.elem() if self.row.get("elem") else "1"
            return None
        m = re.match(r"^\[(.*)\]$", t)
        if m and ":" not in m.group(1):
            inner = self.value(m.group(1))
            return None if inner is None else "[" + inner + "]"
        m = re.match(r"^Range<(.*)>$", t)
        if m:
            inner = self.value(m.group(1))
            return None if inner is None else f"{inner}..<{inner}"
        return None

    def closure(self, t):
        depth, end = 0, None
        for i, ch in enumerate(t):
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    end = i
                    break
        params = split_top(t[1:end])
        result = t.split("->")[-1].strip()
        names = ", ".join("_" for _ in params)
        head = "{ " + (names + " in " if params else "")
        if result in ("()", "Void"):
            return head + "}" if params else "{ }"
        if result == "Bool":
            return head + ("false" if len(params) == 2 else "true") + " }"
        if result in ("Result",) and params:
            names = ", ".join(["a"] + ["_"] * (len(params) - 1))
            return "{ " + names + " in a }"
        if result in ("T", "T?", "ElementOfResult?", "ElementOfResult", "U", "U?", "R"):
            return head + self.row.get("closureResult", self.elem()) + " }"
        if result in ("SegmentOfResult",):
            return head + "[" + self.elem() + "] }"
        inner = self.value(result)
        return None if inner is None else head + inner + " }"


def inout_parameters(symbol):
    """Which parameters are `inout` (the parameters' own fragments leave the keyword out)."""
    declaration = text(symbol.get("declarationFragments"))
    m = re.search(r"(?:func|init\??!?|subscript)\s*[^(]*?(?:<[^>]*>)?\(", declaration)
    if not m:
        return set()
    depth, start, inner = 0, m.end(), ""
    for ch in declaration[start:]:
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            if depth == 0:
                break
            depth -= 1
        inner += ch
    # `inout` of the parameter itself, not of a closure type's parameter (`_ f: (inout R, E) -> ()`).
    return {n for n, part in enumerate(split_top(inner)) if re.search(r"^[^(]*\binout\b", part)}


def argument_list(resolver, symbol, labels):
    params = symbol.get("functionSignature", {}).get("parameters", [])
    if labels is None or len(params) != len(labels):
        return None, []
    pre, args = [], []
    inouts = inout_parameters(symbol)
    for n, (label, param) in enumerate(zip(labels, params)):
        declared = text(param["declarationFragments"]).split(": ", 1)[-1]
        value = resolver.value(declared)
        if value is None:
            return None, []
        if n in inouts or re.match(r"^inout\b", declared.strip()):
            pre.append(f"var a{n} = {value}")
            value = f"&a{n}"
        args.append(value if label == "_" else f"{label}: {value}")
    return args, pre


def probes_for(row, name, symbol):
    kind = symbol["kind"]["identifier"]
    decl = text(symbol.get("declarationFragments"))
    is_throwing = bool(re.search(r"\b(throws|rethrows)\b", decl.split("->")[0] if kind != "swift.property" else decl))
    tried = "try " if is_throwing else ""
    type_name = TYPE_NAMES.get(row["name"], row["name"])
    recv = row["recv"]
    for pattern, other in row.get("recv_for", {}).items():
        if re.match(pattern, name):
            recv = other
    bind = ("let" if row.get("cls") else "var") + f" r = {recv}"
    resolver = Resolver(row, symbol)
    labels = labels_of(name)
    bare = name.split("(")[0]
    if kind == "swift.property" or kind == "swift.type.property":
        if kind == "swift.type.property":
            return [bind, "_ = r", f"print({type_name}.{bare})"]
        return [bind, f"print({tried}r.{bare})"]
    if kind == "swift.enum.case":
        return [bind, "_ = r", f"print({type_name}.{bare})"]
    args, pre = argument_list(resolver, symbol, labels)
    if args is None:
        return None
    call = ", ".join(args)
    if kind == "swift.init":
        return [bind, "_ = r"] + pre + [f"print({tried}{type_name}({call}))"]
    if kind == "swift.type.method":
        return [bind, "_ = r"] + pre + [f"print({tried}{type_name}.{bare}({call}))"]
    if kind == "swift.method":
        lines = [bind] + pre + [f"print({tried}r.{bare}({call}))"]
        if "mutating" in decl:
            lines.append("print(r)")
        return lines
    if kind == "swift.subscript":
        return [bind] + pre + [f"print({tried}r[{call}])"]
    if kind == "swift.func.op":
        op = bare
        if len(args) == 1:
            operand = pre[0].split(" = ", 1)[1] if pre else args[0]
            if "postfix" in decl:
                return [bind, "_ = r", f"var x = {operand}", f"print(x{op})"]
            return [bind, "_ = r", f"let x = {operand}", f"print({op}x)"]
        if len(args) == 2:
            rhs = args[1].replace("&a1", pre[-1].split(" = ", 1)[1] if pre else "")
            if 0 in inout_parameters(symbol):
                return [bind, "_ = r", f"var x = {pre[0].split(' = ', 1)[1]}", f"x {op} {rhs}", "print(x)"]
            return [bind, "_ = r", f"print(({args[0]}) {op} ({rhs}))"]
        return None
    return None


def make_probe(row, name, symbols):
    """The probes of a member (a list, possibly empty when no overload can be written)."""
    override = row.get("probes", {}).get(name)
    if override is not None:
        type_name = TYPE_NAMES.get(row["name"], row["name"])
        return [{"body": [line.replace("{RECV}", row["recv"]).replace("{TYPE}", type_name) for line in override]}]
    found, seen = [], set()
    for symbol in symbols:
        body = probes_for(row, name, symbol)
        if body and tuple(body) not in seen:
            seen.add(tuple(body))
            found.append({"body": body})
        if len(found) == 3:
            break
    return found
