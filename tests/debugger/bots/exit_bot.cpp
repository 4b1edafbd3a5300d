// Misbehaves: exits at once with code 3.
int main()
{
  return 3;
}
