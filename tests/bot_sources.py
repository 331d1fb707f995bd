"""Bots written out as source text, for tests that run them in a process of their own."""

#: a bot that never answers
LOOPS = '''
class Loops:
    def new_game(self):
        pass

    def act(self, observation):
        while True:
            pass
'''
