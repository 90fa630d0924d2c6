"""Reading a rules page's HTML in tests: a checker that every element is closed, in order."""

from html.parser import HTMLParser

VOID_TAGS = {"meta", "img", "br", "hr"}


class TagChecker(HTMLParser):
    """Checks that every element is closed, in order, and collects anchors, links and images."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.names, self.links, self.images = [], [], set(), [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and "name" in attrs:
            self.names.add(attrs["name"])
        if tag == "a" and "href" in attrs:
            self.links.append(attrs["href"])
        if tag == "img":
            self.images.append(attrs.get("src", ""))
        if tag not in VOID_TAGS:
            self.stack.append((tag, self.getpos()))

    def handle_endtag(self, tag):
        if tag in VOID_TAGS:
            return
        if not self.stack or self.stack[-1][0] != tag:
            self.errors.append(f"</{tag}> at {self.getpos()} closes {self.stack[-1] if self.stack else 'nothing'}")
            return
        self.stack.pop()
