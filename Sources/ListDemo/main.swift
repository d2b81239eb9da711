print("ListDemo: placeholder")
